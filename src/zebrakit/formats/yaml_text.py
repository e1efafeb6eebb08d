"""YAML text of puzzle files: a safe loader where what people write stays what they meant, and a
dumper that writes value lists on one line. Imported when a YAML text is read or written, so that
reading JSON or English does not pay for importing PyYAML."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import yaml

from .. import limits
from ..limits import shown
from ..model import normalize
from .files import _value_error, _Values

YAMLError = yaml.YAMLError


class _SafeLoader(yaml.SafeLoader):
    """Safe YAML where what people write stays what they meant, nested at most MAX_NESTING deep.

    yes/no/on/off stay words ('No' is a value, not False), dates stay text, and numbers are
    decimal: '10:30' is not YAML 1.1's base-60 number 630, nor '010' the octal 8.
    """

    _depth = 0

    def compose_node(self, parent: yaml.Node | None, index: int) -> yaml.Node | None:
        self._depth += 1
        try:
            limits.check_nesting(self._depth)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


_DECIMAL_INT = re.compile(r"^[-+]?(?:0|[1-9][0-9_]*)$")
_DECIMAL_FLOAT = re.compile(
    r"""^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+]?[0-9]+)?
    |\.[0-9][0-9_]*(?:[eE][-+]?[0-9]+)?
    |[-+]?\.(?:inf|Inf|INF)
    |\.(?:nan|NaN|NAN))$""",
    re.X,
)
_PLAIN_RESOLVERS = {
    "tag:yaml.org,2002:int": _DECIMAL_INT,
    "tag:yaml.org,2002:float": _DECIMAL_FLOAT,
}
_DROPPED_TAGS = {"tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp"}

_SafeLoader.yaml_implicit_resolvers = {
    key: [(tag, _PLAIN_RESOLVERS.get(tag, regexp)) for tag, regexp in resolvers
          if tag not in _DROPPED_TAGS]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


class _TagValueError(ValueError):
    """A scalar its tag cannot hold ('!!int' with nothing, '!!timestamp abc', '!!bool maybe')."""


def _checked_constructor(construct: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    """PyYAML's scalar constructor, raising one ValueError with the place for any bad scalar.

    PyYAML's own raise IndexError, AttributeError or KeyError on some scalars: '!!int' with an
    empty value, a '!!timestamp' that is no date, a '!!bool' that is no boolean.
    """
    def checked(loader: Any, node: Any) -> Any:
        try:
            return construct(loader, node)
        except yaml.YAMLError:
            raise
        except Exception as error:  # noqa: BLE001 - whatever PyYAML raised, said once
            tag = "!!" + str(node.tag).rsplit(":", 1)[-1]
            reason = f": {_value_error(error)}" if isinstance(error, ValueError) else ""
            mark = node.start_mark
            raise _TagValueError(
                f"line {mark.line + 1}, column {mark.column + 1}: {tag} cannot hold "
                f"{shown(node.value)}{reason}"
            ) from None
    return checked


for _tag in ("int", "float", "bool", "timestamp", "binary"):
    _full = f"tag:yaml.org,2002:{_tag}"
    _SafeLoader.add_constructor(_full, _checked_constructor(yaml.SafeLoader.yaml_constructors[_full]))


_CParser: Any = getattr(getattr(yaml, "cyaml", None), "CParser", None)
"""libyaml's parser, when PyYAML was built with it (``yaml.__with_libyaml__``)."""


_LIBYAML_DIFFERS = re.compile("[\t\r\x85\u2028\u2029\ufeff]|[|>][-+0-9]*#|(?:^|[-\\[{,:?])[ ]*!", re.M)
"""What libyaml reads differently from PyYAML's own parser (a tab in a plain scalar, a lone '!'
tag, a comment straight after '|' or '>'): a text with any of these is read by PyYAML's. A '!'
inside a plain scalar (``Dave != cat``) is no tag and needs no care."""


class _Differs(yaml.YAMLError):
    """libyaml took a plain scalar with '?' inside a flow collection, which PyYAML's parser ends there."""


if _CParser is not None:
    class _FastLoader(_CParser, _SafeLoader):
        """_SafeLoader with libyaml's scanner and parser: the same nodes and values, ten times faster.

        The nodes are still composed in Python (``_SafeLoader.compose_node`` counts the nesting),
        and built by the same constructors and resolvers, so what a valid file reads as is the
        same; errors, and the few texts the two parsers read differently, are left to the
        pure-Python loader, whose messages and places are the ones zebrakit reports (see
        ``_load_yaml``).
        """

        _flow = 0

        def __init__(self, stream: str) -> None:
            _CParser.__init__(self, stream)
            yaml.composer.Composer.__init__(self)
            yaml.constructor.SafeConstructor.__init__(self)
            yaml.resolver.Resolver.__init__(self)

        check_node = yaml.composer.Composer.check_node
        get_node = yaml.composer.Composer.get_node
        get_single_node = yaml.composer.Composer.get_single_node

        def compose_sequence_node(self, anchor: Any) -> yaml.SequenceNode:
            flow = bool(self.peek_event().flow_style)
            self._flow += flow
            try:
                return super().compose_sequence_node(anchor)
            finally:
                self._flow -= flow

        def compose_mapping_node(self, anchor: Any) -> yaml.MappingNode:
            flow = bool(self.peek_event().flow_style)
            self._flow += flow
            try:
                return super().compose_mapping_node(anchor)
            finally:
                self._flow -= flow

        def compose_scalar_node(self, anchor: Any) -> yaml.ScalarNode:
            node = super().compose_scalar_node(anchor)
            if self._flow and not node.style and "?" in node.value:  # plain: '' from libyaml
                raise _Differs("a plain scalar with '?' in a flow collection")
            return node


def load_yaml(text: str) -> Any:
    """The YAML document in ``text``, read with libyaml when it is there and reads it the same.

    Anything libyaml's reading raises is read again by the pure-Python loader, so an invalid
    file gets the same message, and the same place, with or without libyaml; so is a text
    where the two parsers could differ (``_LIBYAML_DIFFERS``, ``_Differs``).
    """
    if _CParser is not None and not _LIBYAML_DIFFERS.search(text):
        try:
            return yaml.load(text, Loader=_FastLoader)  # noqa: S506 - a safe loader subclass
        except (yaml.YAMLError, ValueError, OverflowError):
            pass
    return yaml.load(text, Loader=_SafeLoader)  # noqa: S506 - a safe loader subclass


class _Dumper(yaml.SafeDumper):
    """Writes category value lists on one line, everything else in block style."""


def _represent_values(dumper: yaml.SafeDumper, values: list) -> yaml.Node:
    return dumper.represent_sequence("tag:yaml.org,2002:seq", list(values), flow_style=True)


def _represent_str(dumper: yaml.SafeDumper, text: str) -> yaml.Node:
    # quote words YAML 1.1 readers would take for booleans, so other readers agree
    style = "'" if normalize(text) in {"yes", "no", "on", "off", "y", "n", "true", "false"} else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", text, style=style)


_Dumper.add_representer(_Values, _represent_values)
_Dumper.add_representer(str, _represent_str)


def dump_yaml(data: Any) -> str:
    """Puzzle data as YAML text: block style, category value lists on one line."""
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)
