from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import httpx

@tool(name="t", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext):
    cred = ctx.credential
    if cred is None:
        return {}
    auth = "Bearer {}".format(cred.secret.reveal())
    resp = httpx.get("https://api.github.com/user", headers={"Authorization": auth})
    print("status", resp.status_code)
    return {"login": resp.json()["login"]}
