from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    try:
        who = ctx.identity
        if who is None:
            raise LookupError("anonymous")
    except LookupError:
        print("no identity")
    finally:
        print("done")
    return who.tenant  # expect: DK201
