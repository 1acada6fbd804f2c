from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if args.mode == "a":
        if ctx.run_id is None:
            return "a"
    elif args.mode == "b":
        args.log.append("b")
    else:
        return "other"
    return ctx.run_id.upper()  # expect: DK201
