from pydantic_ai import Agent, RunContext

agent = Agent("test", deps_type=str)


@agent.tool
def trace(ctx: RunContext[str]) -> str:
    if md := ctx.metadata:
        return str(md.get("trace"))
    return "-"
