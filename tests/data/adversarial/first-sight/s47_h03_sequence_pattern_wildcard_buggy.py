from devkit.mcp import ExecutionContext, tool


@tool(name="first_key")
async def first_key(args, ctx: ExecutionContext) -> str:
    match args.mode:
        case "fast":
            return "fast"
        case _:
            return sorted(ctx.metadata)[0]  # expect: DK201
