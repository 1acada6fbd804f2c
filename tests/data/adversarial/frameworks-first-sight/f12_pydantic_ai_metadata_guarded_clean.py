from pydantic_ai import Agent, RunContext

agent = Agent("test")

@agent.tool
def lookup(ctx: RunContext[None], q: str) -> str:
    meta = ctx.metadata or {}
    return meta.get("trace", "") + q
