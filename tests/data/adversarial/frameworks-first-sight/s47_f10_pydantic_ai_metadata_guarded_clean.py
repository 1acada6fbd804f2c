from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def trace_of(ctx: RunContext[None]) -> str:
    meta = ctx.metadata or {}
    requests = ctx.usage.requests
    return f"{meta.get('trace', '-')}:{requests}"
