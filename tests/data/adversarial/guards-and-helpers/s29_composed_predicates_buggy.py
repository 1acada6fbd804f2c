import uuid

from devkit.agent import ToolExecutionContext, tool


def _is_none(value):
    return value is None


def _present(value):
    return value is not None


def no_signal(c):
    return _is_none(c.signal)


def has_identity(c):
    return _present(c.identity)


@tool(name="watch")
async def watch(args, ctx: ToolExecutionContext):
    if not no_signal(ctx):
        return ctx.signal.aborted
    return ctx.signal.aborted  # expect: DK201


@tool(name="who")
def who(args, ctx: ToolExecutionContext):
    if has_identity(ctx):
        print(ctx.identity.tenant)
    return ctx.identity.principal  # expect: DK201


@tool(name="run_label")
def run_label(args, ctx: ToolExecutionContext):
    run = ctx.run_id if not _is_none(ctx.run_id) else uuid.uuid4().hex  # expect: DK204
    return run


@tool(name="run_label_if")
def run_label_if(args, ctx: ToolExecutionContext):
    if _is_none(ctx.run_id):  # expect: DK204
        run = uuid.uuid4().hex
    else:
        run = ctx.run_id
    return run


@tool(name="later")
async def later(args, ctx: ToolExecutionContext):
    def missing():
        return _is_none(ctx.signal)

    if not missing():
        return "watching"
    return ctx.signal.aborted  # expect: DK201
