from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
async def temperature(ctx: RunContext[None]) -> float:
    settings = ctx.model_settings
    if not settings:
        return 1.0
    return float(settings.get("temperature", 1.0))
