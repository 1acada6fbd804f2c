import uuid

from devkit.agent import ToolExecutionContext, tool


def no_run(c: ToolExecutionContext) -> bool:
    if c.run_id is None:
        return True
    else:
        return False


@tool(name="trace", description="d")
def trace(args: dict, ctx: ToolExecutionContext) -> dict:
    first = "local" if no_run(ctx) else ctx.run_id  # expect: DK204
    if not no_run(ctx):  # expect: DK204
        second = ctx.run_id
    else:
        second = uuid.uuid4().hex
    return {"first": first, "second": second}
