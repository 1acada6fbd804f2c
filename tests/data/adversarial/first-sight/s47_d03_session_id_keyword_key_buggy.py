from devkit.mcp import ExecutionContext, tool


class Store:
    def save(self, *, key: str, value: object) -> None: ...


_STORE = Store()


@tool(name="remember")
async def remember(args, ctx: ExecutionContext) -> str:
    if ctx.session_id is None:
        return "no session"
    _STORE.save(key=ctx.session_id, value=args.value)  # expect: DK401
    return "saved"
