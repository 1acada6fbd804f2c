from devkit.agent import ToolExecutionContext, tool


def same(c):
    checked = c
    return checked


@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    other = same(ctx)
    return other.run_id.upper()  # expect: DK201
