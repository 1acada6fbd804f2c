from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if args.mode == "run" and ctx.run_id is not None:
        return ctx.run_id.upper()
    elif args.mode == "session" and ctx.session_id:
        return ctx.session_id.upper()
    elif args.mode == "run":
        return ctx.run_id.lower()  # expect: DK201
    return ""
