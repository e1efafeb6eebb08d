"""zebrakit studio: a local web page to write, check, play, generate and share puzzles.

``zebrakit studio`` serves it (``server``); each request runs the library (``work``) in a worker
process under a time limit (``pool``); the page is plain HTML, CSS and JavaScript in ``static/``.
Needs the ``studio`` extra (Starlette and uvicorn).
"""
