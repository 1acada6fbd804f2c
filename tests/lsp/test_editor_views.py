"""Editor features after an edit: from what the document's checks keep, not from scratch."""

from __future__ import annotations

import pytest
from devkit_server.core import DevkitLanguageServer
from devkit_server.diagnostics import did_close
from lsprotocol import types
from pygls.workspace import Workspace

from devkit.checker import model
from devkit.checker.engine import CheckCancelled, check_source

HEADER = "from devkit.agent import tool, ToolExecutionContext\n\n\n"
TOOL = (
    "@tool(name='t{i}')\n"
    "def t{i}(args, ctx: ToolExecutionContext):\n"
    "    return ctx.identity.tenant\n\n\n"
)


def _server(text: str) -> tuple[DevkitLanguageServer, str]:
    ls = DevkitLanguageServer()
    ls.protocol._workspace = Workspace(None)  # what `initialize` sets up
    uri = "file:///tmp/devkit-views/tools.py"
    _put(ls, uri, text, 0)
    return ls, uri


def _put(ls: DevkitLanguageServer, uri: str, text: str, version: int) -> None:
    item = types.TextDocumentItem(uri=uri, language_id="python", version=version, text=text)
    ls.workspace.put_text_document(item)


def test_a_view_after_an_edit_analyses_only_the_edited_function(calls_of):
    text = HEADER + "".join(TOOL.format(i=i) for i in range(8))
    ls, uri = _server(text)
    ls.lint(ls.document(uri))
    first = ls.view(uri)
    assert [t.name for t in first.tools] == [f"t{i}" for i in range(8)]
    analysed = calls_of(model, "analyze_function", lambda function, *_: function.name)
    edited = text.replace(
        "def t5(args, ctx: ToolExecutionContext):\n",
        "def t5(args, ctx: ToolExecutionContext):\n    x = 1\n",
    )
    _put(ls, uri, edited, 1)
    ls.lint(ls.document(uri))
    view = ls.view(uri)
    assert analysed == ["t5"]  # by the check; the view reused every analysis
    t5 = next(t for t in view.tools if t.name == "t5")
    assert (t5.body_span.line, t5.body_span.end_line) == (29, 32)  # the new lines, not the old


def test_a_view_keeps_what_the_next_check_reuses(calls_of):
    from devkit.checker.rules.dk201_unguarded_optional import UnguardedOptional

    text = HEADER + "".join(TOOL.format(i=i) for i in range(4))
    ls, uri = _server(text)
    ls.lint(ls.document(uri))
    ls.view(uri)  # hover, lenses: between two checks
    checked = calls_of(UnguardedOptional, "check_function", lambda _, __, a, ___: a.function.name)
    edited = text.replace(
        "return ctx.identity.tenant\n\n\n@tool(name='t2')", "return 1\n\n\n@tool(name='t2')"
    )
    _put(ls, uri, edited, 1)
    ls.lint(ls.document(uri))
    assert checked == ["t1"]  # the rules' findings in t0, t2, t3 were still kept


def test_a_check_asked_to_stop_stops_between_functions_and_says_so(calls_of):
    """A check of a version already overtaken stops at its next checkpoint (between the
    functions analysed), not at its end: the newest version never waits behind it."""
    text = HEADER + "".join(TOOL.format(i=i) for i in range(20))
    analysed = calls_of(model, "analyze_function", lambda function, *_: function.name)
    polls = []

    def overtaken() -> bool:
        polls.append(1)
        return len(analysed) >= 3  # a newer edit arrives while the third function is done

    with pytest.raises(CheckCancelled):
        check_source(text, "t.py", cancelled=overtaken)
    assert 3 <= len(analysed) < 20  # stopped mid-check, not after every function
    with pytest.raises(CheckCancelled):
        check_source(text, "t.py", cancelled=lambda: True)  # queued behind a newer edit
    assert len(check_source(text, "t.py", cancelled=lambda: False).findings) == 20


def test_nothing_is_kept_for_an_unopened_document_and_a_closed_one_is_forgotten(tmp_path):
    unopened = tmp_path / "elsewhere.py"
    unopened.write_text(HEADER + TOOL.format(i=0))
    ls, uri = _server(HEADER + TOOL.format(i=1))
    ls.view(unopened.as_uri())  # a hover or lens request on a file the editor never opened
    assert unopened.as_uri() not in ls._docs
    assert ls.state(unopened.as_uri()) is None
    ls.view(uri)
    assert ls._docs[uri].view is not None  # the open document keeps its analysis
    ls.text_document_publish_diagnostics = lambda params: None  # no client in this test
    did_close(ls, types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(uri=uri)))
    assert uri not in ls._docs
