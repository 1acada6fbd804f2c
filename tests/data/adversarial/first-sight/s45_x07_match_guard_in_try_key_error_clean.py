from devkit.agent import ToolExecutionContext, tool


@tool(name="pick", description="Picks a row.")
def pick(args, ctx: ToolExecutionContext) -> str:
    try:
        match ctx.identity:
            case None:
                raise PermissionError("anonymous")
            case _:
                pass
        row = args.rows[args.index]
    except (KeyError, IndexError):
        row = None
    return f"{ctx.identity.tenant}:{row}"
