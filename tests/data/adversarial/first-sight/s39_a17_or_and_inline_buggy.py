from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    who = (args.identity or ctx.identity).principal  # expect: DK201
    owner = args.flag and ctx.identity
    return (who or "") + (owner.tenant or "")  # expect: DK201
