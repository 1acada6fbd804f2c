"""Publishing reuses the JSON of unchanged diagnostics and keeps nothing for dropped ones."""

from __future__ import annotations

import gc

from devkit_server.protocol import converter
from lsprotocol import types
from pygls.protocol import default_converter


def _diagnostic(message: str) -> types.Diagnostic:
    span = types.Range(types.Position(1, 2), types.Position(1, 9))
    return types.Diagnostic(range=span, message=message, code="DK201", data={"finding": {}})


def test_diagnostics_serialise_as_pygls_does_and_once_per_object():
    ours, theirs = converter(), default_converter()
    kept, fresh = _diagnostic("kept"), _diagnostic("fresh")
    first = types.PublishDiagnosticsParams(uri="file:///t.py", diagnostics=[kept], version=1)
    second = types.PublishDiagnosticsParams(
        uri="file:///t.py", diagnostics=[kept, fresh], version=2
    )
    assert ours.unstructure(second) == theirs.unstructure(second)
    again = ours.unstructure(second)["diagnostics"]
    assert again[0] is ours.unstructure(first)["diagnostics"][0]  # made once for `kept`
    assert again[1] is not again[0]


def test_the_json_of_a_dropped_diagnostic_is_dropped_too():
    ours = converter()
    hook = ours.get_unstructure_hook(types.Diagnostic)
    for n in range(100):
        ours.unstructure(_diagnostic(f"edit {n}"))
    gc.collect()
    assert hook._made == {}
