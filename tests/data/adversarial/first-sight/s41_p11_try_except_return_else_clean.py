from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        value = int(args.raw)
    except ValueError:
        return "bad input"
    else:
        if ctx.run_id is None:
            return str(value)
    finally:
        args.log.append("parsed")
    return f"{ctx.run_id.upper()}:{value}"
