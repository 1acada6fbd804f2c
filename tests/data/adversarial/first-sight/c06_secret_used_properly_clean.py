from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import logging, asyncio, json
logger = logging.getLogger(__name__)

@tool(name="t", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext):
    cred = ctx.credential
    if cred is None:
        raise PermissionError('github credential missing')
    headers = {'Authorization': f'token {cred.secret.reveal()}'}
    resp = args.session.get('https://api.github.com', headers=headers)
    logger.info('status %s', resp.status_code)
    return resp.json()
