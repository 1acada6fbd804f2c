from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    def label(x: str, tenant: str = ctx.identity.tenant) -> str:  # expect: DK201
        return f"{tenant}/{x}"

    return [label(x) for x in args.items]
