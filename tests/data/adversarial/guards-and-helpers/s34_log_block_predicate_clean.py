import logging

from devkit.agent import ToolExecutionContext, tool

log = logging.getLogger(__name__)
VERBOSE = False


def honours(ctx: ToolExecutionContext, scope: str) -> bool:
    if VERBOSE:
        log.debug("scope %s", scope)
    return scope in (ctx.teardown_scopes or ())


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.on_teardown is not None and honours(ctx, "run"):
        ctx.on_teardown(lambda: None, scope="run", key="k")
