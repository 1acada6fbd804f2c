from devkit.mcp import ExecutionContext, tool


class Billing:
    @tool(name="invoice")
    async def invoice(self, args: dict, ctx: ExecutionContext) -> dict:
        if ctx.auth is None:
            return {"error": "anonymous"}
        return {"for": ctx.auth.subject}  # expect: DK106
