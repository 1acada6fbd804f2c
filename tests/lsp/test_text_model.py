"""The server's text model agrees with the editor and the CLI under any edit (issue 15, 1-4).

Random incremental edits over text with mixed line endings and characters that
`str.splitlines` takes for line breaks (U+2028, form feed, ...) but the protocol does not;
after every edit the published diagnostics must equal `devkit check` on the editor's text.
"""

from __future__ import annotations

import asyncio
import random

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from devkit.checker.engine import check_source
from devkit.lines import split_lines

from .conftest import open_and_wait

BODY = [
    "from devkit.agent import tool, ToolExecutionContext",
    "",
    "",
    "@tool(name='t')",
    "def t(args, ctx: ToolExecutionContext):",
    "    # odd separators: \u2028 \x0c \x0b \x85 \u2029 end",
    "    label = 'é😀'",
    "    return ctx.identity.tenant, ctx.hasCredentials",
]
INSERTS = [
    "    x = ctx.run_id.upper()\n",
    "# \u2028 comment\r\n",
    "\r\n",
    "y = 1\n",
    "é😀",
    "\u2028",
]


def _utf16(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def _expected(text: str) -> list[tuple[str, int, int, int, int]]:
    """What the CLI finds, as protocol ranges (UTF-16 columns on protocol lines)."""
    lines = split_lines(text)
    out = []
    for f in check_source(text, "t.py").findings:
        start = _utf16(lines[f.line - 1][: f.column - 1])
        end = _utf16(lines[f.end_line - 1][: f.end_column - 1])
        out.append((f.code, f.line - 1, start, f.end_line - 1, end))
    return sorted(out)


def _got(diagnostics: list[types.Diagnostic]) -> list[tuple[str, int, int, int, int]]:
    return sorted(
        (
            str(d.code),
            d.range.start.line,
            d.range.start.character,
            d.range.end.line,
            d.range.end.character,
        )
        for d in diagnostics
    )


def _position(text: str, offset: int) -> types.Position:
    before = split_lines(text[:offset], keepends=True)
    if not before:
        return types.Position(0, 0)
    last = before[-1]
    if last.endswith(("\n", "\r")) and not (
        last.endswith("\r") and text[offset : offset + 1] == "\n"
    ):
        return types.Position(len(before), 0)
    return types.Position(len(before) - 1, _utf16(last))


@pytest.mark.parametrize("seed", range(4))
async def test_random_edits_over_mixed_endings_match_the_cli(
    client: LanguageClient, tmp_path, seed
):
    rng = random.Random(seed)
    text = "".join(line + rng.choice(["\n", "\r\n"]) for line in BODY)
    path = tmp_path / f"doc{seed}.py"
    path.write_bytes(text.encode("utf-8"))
    diagnostics = await open_and_wait(client, path, text)
    assert _got(diagnostics) == _expected(text)
    for version in range(2, 22):
        # Never split a CRLF pair: the editor would not either.
        cuts = [i for i in range(len(text) + 1) if text[i - 1 : i + 1] != "\r\n"]
        start = rng.choice(cuts)
        end = start if rng.random() < 0.7 else min(len(text), start + rng.randrange(0, 6))
        while end < len(text) and end not in cuts:
            end += 1
        insert = rng.choice(INSERTS) if rng.random() < 0.8 else ""
        change = types.TextDocumentContentChangePartial(
            range=types.Range(_position(text, start), _position(text, end)), text=insert
        )
        text = text[:start] + insert + text[end:]
        waiter = asyncio.ensure_future(
            client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        )
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(
                    uri=path.as_uri(), version=version
                ),
                content_changes=[change],
            )
        )
        await asyncio.wait_for(waiter, 20)
        assert _got(client.diagnostics[path.as_uri()]) == _expected(text), (version, repr(text))


async def test_fix_all_replaces_the_whole_text_once(client: LanguageClient, tmp_path):
    text = "".join(line + "\n" for line in BODY)
    path = tmp_path / "fixall.py"
    path.write_text(text)
    await open_and_wait(client, path, text)
    actions = await asyncio.wait_for(
        client.text_document_code_action_async(
            types.CodeActionParams(
                text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
                range=types.Range(types.Position(0, 0), types.Position(0, 0)),
                context=types.CodeActionContext(diagnostics=[], only=["source.fixAll.devkit"]),
            )
        ),
        20,
    )
    edit = actions[0].edit.changes[path.as_uri()][0]
    # The edit covers the final line break too, so applying it adds no blank line.
    assert (edit.range.end.line, edit.range.end.character) == (len(split_lines(text)), 0)
    assert edit.new_text.endswith("ctx.has_credentials\n")
