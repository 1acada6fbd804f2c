from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class Job(BaseModel):
    run: "str"


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    job = Job(run=ctx.session_id)
    return job.run.upper()
