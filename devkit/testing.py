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
import io
from typing import Any

from pydantic import BaseModel

from .harness.loading import FoundTool
from .harness.mocks import prepare
from .harness.recording import MemorySink
from .harness.report import assemble
from .harness.request import Invocation
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


def _request(options: dict[str, Any]) -> Invocation:
    options = dict(options)
    credentials = options.pop("credentials", {}) or {}
    options.setdefault("timeout", 30.0)
    return Invocation.model_validate({**options, "credential_values": credentials})


def invoke(
    tool: Any, args: dict[str, Any] | BaseModel | None = None, **options: Any
) -> dict[str, Any]:
    """Run `tool` in this process with a mock context; returns the report (a dict)."""
    spec = _spec_of(tool)
    request = _request(options)
    sink = MemorySink(request.secrets())
    raw = args.model_dump() if isinstance(args, BaseModel) else dict(args or {})
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        execute(FoundTool(spec.name, spec.name, spec), request, sink, raw)
    return assemble(
        sink.records,
        tool=spec.name,
        profile=spec.profile,
        stdout=out.getvalue(),
        stderr=err.getvalue(),
        secrets=request.secrets(),
    )


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
