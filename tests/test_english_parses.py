"""The shipped parses of sentence shapes: used only for the grammar they were made with."""

from __future__ import annotations

import pytest
from lark import Tree
from lark.exceptions import UnexpectedInput

from zebrakit.english import parses, reader

SHAPE = ("DET", "VAL", "AGENT", "LIVE", "IN", "DET", "ORD", "HOUSE")
"""'The Brit lives in the first house': a shape the writer makes for every puzzle."""
MARKED = (Tree("marked", []),)
"""Derivations no parser gives: seen only when they come from the table."""


@pytest.fixture
def table(tmp_path, monkeypatch):
    """A table file of the test's own, read instead of the shipped one; caches emptied around."""
    path = tmp_path / "parses.pickle"
    monkeypatch.setattr(parses, "table_path", lambda: path)
    parses.clear()
    reader.derivations.cache_clear()
    yield path
    parses.clear()
    reader.derivations.cache_clear()


def test_a_table_made_for_this_grammar_gives_the_derivations(table):
    parses.save(table, {False: (reader.grammar_key(False), {(SHAPE, "start"): MARKED})})
    assert reader.derivations(SHAPE) == MARKED


def test_a_table_made_for_another_grammar_is_not_used(table):
    parses.save(table, {False: ("0" * 64, {(SHAPE, "start"): MARKED})})
    assert parses.entries(False) == {}
    found = reader.derivations(SHAPE)
    assert found == reader.parsed(SHAPE) and found != MARKED
    assert [tree.data for tree in found] == ["start"]


def test_a_shape_the_table_lacks_is_parsed(table):
    parses.save(table, {False: (reader.grammar_key(False), {(SHAPE[:-1], "start"): MARKED})})
    assert reader.derivations(SHAPE) == reader.parsed(SHAPE) != MARKED
    parses.save(table, {False: (reader.grammar_key(False), {(SHAPE[:3], "start"): MARKED})})
    parses.clear()
    assert reader.derivations(SHAPE[:3], "np_start") == reader.parsed(SHAPE[:3], "np_start") != MARKED
    assert isinstance(reader.derivations(("HOUSE", "DET")), UnexpectedInput)


def test_the_reshuffle_grammar_has_a_key_of_its_own(table):
    parses.save(table, {False: (reader.grammar_key(False), {(SHAPE, "start"): MARKED})})
    assert reader.grammar_key(True) != reader.grammar_key(False)
    assert reader.derivations(SHAPE, moves=True) == reader.parsed(SHAPE, moves=True) != MARKED


def test_a_missing_table_file_means_every_shape_is_parsed(table):
    assert not table.exists()
    assert reader.derivations(SHAPE) == reader.parsed(SHAPE)


def test_the_shipped_table_holds_what_the_parser_gives():
    shipped = parses.entries(False)
    if not shipped:
        pytest.skip("the shipped table is stale for this grammar: python tools/make_parse_table.py")
    assert (SHAPE, "start") in shipped
    for shape, start in sorted(shipped)[::40]:
        assert parses.shipped(shape, start) == reader.parsed(shape, start), shape

