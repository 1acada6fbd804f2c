from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d", wants=["report"])
def t(args, ctx: ToolExecutionContext) -> int:
    match args.kind:
        case "report":
            return ctx.wanted["report"].size  # expect: DK201
        case _:
            return 0
