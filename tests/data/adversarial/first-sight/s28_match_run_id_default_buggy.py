import uuid

from devkit.agent import ToolExecutionContext, tool


@tool(name="trace", description="Tag the work with its run.")
async def trace(args, ctx: ToolExecutionContext) -> str:
    match ctx.run_id:  # expect: DK204
        case None:
            run = uuid.uuid4().hex
        case _:
            run = ctx.run_id
    return run
