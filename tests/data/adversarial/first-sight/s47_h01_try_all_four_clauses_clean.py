from devkit.agent import ToolExecutionContext, tool


@tool(name="report", description="Reports the tenant.")
def report(args, ctx: ToolExecutionContext) -> str:
    try:
        ident = ctx.identity
        if ident is None:
            return "none"
        value = int(args.count)
    except ValueError:
        value = 0
        print("bad count")
        return "bad"
    else:
        print(ident.tenant, value)
    finally:
        print("done")
    return ident.principal or "-"
