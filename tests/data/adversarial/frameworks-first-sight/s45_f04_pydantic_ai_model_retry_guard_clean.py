from dataclasses import dataclass

from pydantic_ai import Agent, ModelRetry, RunContext


@dataclass
class Db:
    url: str
    tables: dict


agent = Agent("test", deps_type=Db)


@agent.tool
def describe(ctx: RunContext[Db | None], table: str) -> str:
    try:
        if ctx.deps is None:
            raise ModelRetry("no database for this run")
        columns = ctx.deps.tables[table]
    except KeyError:
        columns = []
    return f"{ctx.deps.url}: {columns}"
