from devkit.mcp import ExecutionContext, tool, use_guards


class ApiKeyGuard:
    pass


class Billing:
    @tool(name="invoice")
    @use_guards(ApiKeyGuard)
    async def invoice(self, args: dict, ctx: ExecutionContext) -> dict:
        if ctx.verified_subject is None:
            return {"error": "anonymous"}
        return {"for": ctx.verified_subject.lower()}
