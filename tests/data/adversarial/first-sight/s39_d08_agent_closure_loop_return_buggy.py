from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    def first_tenant() -> str:
        for name in args.names:
            if name == "me":
                return "me"
        return ctx.identity.tenant if ctx.identity else "none"

    return first_tenant().upper()  # expect: DK201
