from devkit.agent import ToolExecutionContext, tool


def _is_none(value):
    return value is None


def _present(value):
    return value is not None


def no_signal(c):
    return _is_none(c.signal)


def has_identity(c):
    return _present(c.identity)


def loops_forever(c):
    return loops_forever(c)


@tool(name="watch")
async def watch(args, ctx: ToolExecutionContext):
    if no_signal(ctx):
        return "nothing to watch"
    return ctx.signal.aborted


@tool(name="who")
def who(args, ctx: ToolExecutionContext):
    if not has_identity(ctx):
        return None
    return ctx.identity.principal


@tool(name="run_label")
def run_label(args, ctx: ToolExecutionContext):
    if _is_none(ctx.run_id):
        return "no run"
    return ctx.run_id.upper()


@tool(name="later")
async def later(args, ctx: ToolExecutionContext):
    def missing():
        """No signal to watch."""
        return _is_none(ctx.signal)

    if missing():
        return "nothing to cancel"
    return ctx.signal.aborted


@tool(name="recursive")
def recursive(args, ctx: ToolExecutionContext):
    if loops_forever(ctx) and ctx.identity is not None:
        return ctx.identity.tenant
    return None
