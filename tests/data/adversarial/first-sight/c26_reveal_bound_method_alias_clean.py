from devkit.agent import tool, Need, ToolExecutionContext
import logging

logger = logging.getLogger(__name__)


@tool(name="t", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext):
    cred = ctx.credential
    if cred is None:
        return None
    reveal = cred.secret.reveal
    headers = {"Authorization": "token " + reveal()}
    response = args.http.get("https://api.github.com/user", headers=headers)
    logger.info("github answered %s", response.status_code)
    return response.json()["login"]
