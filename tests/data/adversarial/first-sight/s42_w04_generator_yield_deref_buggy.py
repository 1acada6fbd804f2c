from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext):
    for item in args.items:
        yield f"{ctx.identity.tenant}/{item}"  # expect: DK201
