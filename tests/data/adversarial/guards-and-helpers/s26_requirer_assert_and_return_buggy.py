from devkit.agent import tool, ToolExecutionContext
import logging

log = logging.getLogger(__name__)


def require_identity(c):
    assert c.run_id is not None, "run required"


def require_run(c):
    if c.run_id is not None:
        return
    log.warning("no run")


def require_then_return(c):
    if c.session_id is not None:
        return
    if c.run_id is None:
        return
    raise PermissionError("session required")


@tool(name="other_member")
def other_member(args, ctx: ToolExecutionContext):
    require_identity(ctx)
    return ctx.identity.tenant  # expect: DK201


@tool(name="only_logs")
def only_logs(args, ctx: ToolExecutionContext):
    require_run(ctx)
    return ctx.run_id.upper()  # expect: DK201


@tool(name="second_return")
def second_return(args, ctx: ToolExecutionContext):
    require_then_return(ctx)
    return ctx.session_id.upper()  # expect: DK201


@tool(name="asserted_after")
def asserted_after(args, ctx: ToolExecutionContext):
    print(ctx.signal.aborted)  # expect: DK201
    require_identity(ctx)
    return ctx.run_id.upper()
