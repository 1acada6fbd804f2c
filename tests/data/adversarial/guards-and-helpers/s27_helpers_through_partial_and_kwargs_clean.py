import functools
from functools import partial

from devkit.agent import ToolExecutionContext, tool


def has_identity(ctx: ToolExecutionContext) -> bool:
    return ctx.identity is not None


def require_run(ctx: ToolExecutionContext) -> None:
    if ctx.run_id is None:
        raise ValueError("not part of a run")


def signal_of(ctx: ToolExecutionContext):
    if ctx.signal is None:
        raise RuntimeError("not cancellable")
    return ctx.signal


@tool(name="whoami", description="Who is calling, in which run.")
async def whoami(args, ctx: ToolExecutionContext) -> str:
    if not functools.partial(has_identity, ctx)():
        return "anonymous"
    partial(require_run, ctx)()
    stopped = signal_of(**{"ctx": ctx}).aborted
    return f"{ctx.identity.principal} {ctx.run_id.upper()} {stopped}"
