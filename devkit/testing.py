"""Testing tools in-process: mock contexts and `invoke`, as the pytest plugin offers them.

    from devkit.testing import invoke, context_for

    report = invoke(open_issue, {"repo": "o/r"}, credentials={"github": "token"})
    assert report["status"] == "ok"

Options are the fields of an invocation (see `devkit schema invocation`), with
`credentials` given as NAME -> value. The report has the same shape as
`devkit invoke --format json`, secrets redacted.
"""

from __future__ import annotations

import contextlib
import difflib
import io
import sys
import threading
from typing import Any

from pydantic import BaseModel, ValidationError

from .harness.loading import FoundTool
from .harness.mocks import prepare
from .harness.recording import MemorySink
from .harness.redaction import Masker
from .harness.report import assemble
from .harness.request import Invocation, describe_validation_error
from .harness.runner import execute
from .profiles import get_profile
from .sdk.spec import ToolSpec, get_spec


def _spec_of(tool: Any) -> ToolSpec:
    spec = get_spec(tool)
    if spec is None:
        from .adk.tool import function_tool, takes_tool_context

        if takes_tool_context(tool):
            return function_tool(tool)
        raise TypeError(
            f"{tool!r} is not a devkit tool (decorate it, subclass Tool, or use create_tool)"
        )
    return spec


OPTION_NAMES = sorted(
    {"credentials", *Invocation.model_fields} - {"credential_values", "target", "auth_token"}
)


def _request(options: dict[str, Any]) -> Invocation:
    """The invocation for these options; a misspelled or bad one is a TypeError naming it."""
    options = dict(options)
    unknown = [name for name in options if name not in OPTION_NAMES]
    if unknown:
        close = difflib.get_close_matches(unknown[0], OPTION_NAMES, n=1)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        raise TypeError(
            f"invoke(): unknown option {unknown[0]!r}{hint} (options: {', '.join(OPTION_NAMES)})"
        )
    credentials = options.pop("credentials", {}) or {}
    options.setdefault("timeout", 30.0)
    try:
        return Invocation.model_validate({**options, "credential_values": credentials})
    except ValidationError as exc:
        raise TypeError(f"invoke(): {describe_validation_error(exc)}") from None


def invoke(
    tool: Any, args: dict[str, Any] | BaseModel | None = None, **options: Any
) -> dict[str, Any]:
    """Run `tool` in this process with a mock context; returns the report (a dict).

    For a real framework, pass the server and name the tool: `invoke(mcp, {"n": 1},
    name="work", client_id="c")`; it runs through the framework's in-memory client, with
    the framework's options (`client_id`, `elicit`, `access_token`, ...) as keywords.
    """
    from .harness.frameworks import adapter_for

    found = adapter_for(tool)
    if found is not None:
        return _invoke_framework(found, tool, args, options)
    spec = _spec_of(tool)
    request = _request(options)
    sink = MemorySink(request.secrets())
    raw = args.model_dump() if isinstance(args, BaseModel) else dict(args or {})
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        execute(FoundTool(spec.name, spec.name, spec), request, sink, raw)
    # A tool abandoned after its timeout may still write once the real streams are back:
    # from now on they mask this run's secrets (the thread itself was told to stop).
    if any(t.name == f"devkit-tool-{spec.name}" and t.is_alive() for t in threading.enumerate()):
        _mask_real_streams(sink.masker.secrets)
    report = assemble(
        sink.records,
        tool=spec.name,
        profile=spec.profile,
        stdout=out.getvalue(),
        stderr=err.getvalue(),
        secrets=sink.masker.secrets,
    )
    report["status"] = Status(report["status"], report)
    return report


def _invoke_framework(
    found: tuple[Any, str], server: Any, args: Any, options: dict[str, Any]
) -> dict[str, Any]:
    adapter, profile = found
    name = options.pop("name", None)
    if not isinstance(name, str):
        raise TypeError("invoke(server, args, name=TOOL): name the server's tool with name=")
    model = adapter.OPTIONS
    framework = {k: options.pop(k) for k in list(options) if k in model.model_fields}
    token = framework.pop("access_token", None)  # in a test, the value itself
    raw = args.model_dump() if isinstance(args, BaseModel) else dict(args or {})
    request = _request({**options, "args": raw})
    try:
        settings = model.model_validate(framework)
    except ValidationError as exc:
        raise TypeError(f"invoke(): {describe_validation_error(exc)}") from None
    secrets = [*request.secrets(), *([token] if token else [])]
    sink = MemorySink(secrets)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        adapter.run(server, name, request, sink, settings, token)
    report = assemble(
        sink.records,
        tool=name,
        profile=profile,
        stdout=out.getvalue(),
        stderr=err.getvalue(),
        secrets=secrets,
    )
    report["status"] = Status(report["status"], report)
    return report


class Status(str):
    """A report's status that says why when a test's `assert report["status"] == "ok"` fails.

    It equals the plain string; its repr, which pytest prints for a failed comparison,
    carries the error (and the args errors field by field).
    """

    report: dict[str, Any]

    def __new__(cls, value: str, report: dict[str, Any]) -> Status:
        status = super().__new__(cls, value)
        status.report = report
        return status

    def __repr__(self) -> str:
        error = self.report.get("error")
        if not error:
            return str.__repr__(self)
        return f"{str.__repr__(self)} ({error.get('type')}: {error.get('message')})"


class _MaskingStream(io.TextIOBase):
    """A text stream that masks secrets on the way to the stream it wraps."""

    def __init__(self, inner: Any, masker: Masker) -> None:
        self._inner, self.masker = inner, masker

    def write(self, text: str) -> int:
        self._inner.write(self.masker.text(text))
        return len(text)

    def flush(self) -> None:
        self._inner.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


def _mask_real_streams(secrets: list[str]) -> None:
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        if isinstance(stream, _MaskingStream):
            stream.masker.add(secrets)
        else:
            setattr(sys, name, _MaskingStream(stream, Masker(secrets)))


class _NoArgs(BaseModel):
    pass


def context_for(tool_or_profile: Any, **options: Any) -> Any:
    """A mock context for a tool (its declarations apply) or for a bare profile name."""
    if isinstance(tool_or_profile, str):
        profile = get_profile(tool_or_profile)
        spec = ToolSpec(profile.name, "test", "", lambda args, ctx: None, _NoArgs, "ctx", "model")
    else:
        spec = _spec_of(tool_or_profile)
    return prepare(spec, _request(options), MemorySink(), dict(options.get("args") or {})).ctx
