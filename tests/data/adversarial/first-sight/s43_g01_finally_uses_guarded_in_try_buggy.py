from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.run_id is None:
            raise LookupError("no run")
        result = args.work()
    finally:
        print("finished run", ctx.run_id.upper())  # expect: DK201
    return result
