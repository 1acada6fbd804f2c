from devkit.agent import ToolExecutionContext, tool


@tool(name="stamp", description="Stamps each name with the session.")
def stamp(args, ctx: ToolExecutionContext) -> dict:
    return {name: ctx.session_id for name in args.names}
