from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

def bearer(c):
    cred = c.credential
    if cred is None:
        raise PermissionError("connect first")
    return {"Authorization": "Bearer " + cred.secret.reveal()}

@tool(name="t", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext):
    return args.http.get("/user", headers=bearer(ctx)).json()
