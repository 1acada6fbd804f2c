from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case None:
            args.log.append("anonymous call")
        case _:
            args.log.append("known caller")
    return ctx.identity.principal  # expect: DK201
