from pydantic_ai import Agent, RunContext, Tool


def lookup(ctx: RunContext[str], key: str) -> str:
    return str(ctx.metadata[key])  # expect: DK201


def plain(key: str) -> str:
    return key


agent = Agent("test", deps_type=str, tools=[Tool(lookup, takes_ctx=True), plain])
