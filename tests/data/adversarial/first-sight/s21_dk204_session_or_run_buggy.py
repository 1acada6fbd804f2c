from devkit.agent import ToolExecutionContext, tool


@tool(name="scope")
def scope(args, ctx: ToolExecutionContext) -> dict:
    ident = ctx.session_id if ctx.session_id is not None else ctx.run_id  # expect: DK204
    return {"id": ident}
