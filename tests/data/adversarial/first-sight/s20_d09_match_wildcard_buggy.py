from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    match args.get("mode"):
        case "tenant":
            return ctx.identity.tenant or ""  # expect: DK201
        case _:
            return "n/a"
