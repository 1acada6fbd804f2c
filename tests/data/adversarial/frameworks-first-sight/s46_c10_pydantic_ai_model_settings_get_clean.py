from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def temperature(ctx: RunContext[None]) -> float:
    settings = ctx.model_settings or {}
    return float(settings.get("temperature", 0.0))
