"""Initialize, settings from the editor, watched configuration files."""

from __future__ import annotations

import dataclasses

from lsprotocol import types

from .core import DevkitLanguageServer, server
from .state import safe

# -- lifecycle ---------------------------------------------------------------------------------


@server.feature(types.INITIALIZE)
@safe()
def on_initialize(ls: DevkitLanguageServer, params: types.InitializeParams) -> None:
    options = params.initialization_options or {}
    ls.report_settings(
        ls.settings.update(options.get("devkit", options) if isinstance(options, dict) else {})
    )
    text_caps = params.capabilities.text_document
    ls.pull = bool(
        ls.settings.pull_diagnostics and text_caps is not None and text_caps.diagnostic is not None
    )
    if ls.pull:

        @ls.feature(
            types.TEXT_DOCUMENT_DIAGNOSTIC,
            types.DiagnosticOptions(
                identifier="devkit", inter_file_dependencies=False, workspace_diagnostics=False
            ),
        )
        @safe(types.RelatedFullDocumentDiagnosticReport(items=[]))
        def pull_diagnostics(
            ls: DevkitLanguageServer, params: types.DocumentDiagnosticParams
        ) -> types.RelatedFullDocumentDiagnosticReport:
            doc = ls.document(params.text_document.uri)
            return types.RelatedFullDocumentDiagnosticReport(items=ls.lint(doc))


@server.feature(types.INITIALIZED)
@safe()
async def on_initialized(ls: DevkitLanguageServer, params: types.InitializedParams) -> None:
    workspace_caps = ls.client_capabilities.workspace
    if workspace_caps is not None and workspace_caps.configuration:
        await _pull_settings(ls)
    watched = workspace_caps.did_change_watched_files if workspace_caps else None
    if watched is not None and watched.dynamic_registration:
        await ls.client_register_capability_async(
            types.RegistrationParams(
                registrations=[
                    types.Registration(
                        id="devkit-pyproject",
                        method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES,
                        register_options=types.DidChangeWatchedFilesRegistrationOptions(
                            watchers=[types.FileSystemWatcher(glob_pattern="**/pyproject.toml")]
                        ),
                    )
                ]
            )
        )


async def _pull_settings(ls: DevkitLanguageServer) -> None:
    result = await ls.workspace_configuration_async(
        types.ConfigurationParams(items=[types.ConfigurationItem(section="devkit")])
    )
    if result:
        before = dataclasses.replace(ls.settings)
        ls.report_settings(ls.settings.update(result[0]))
        if ls.settings != before:
            ls.refresh_all()  # documents opened before the settings arrived are re-checked


@server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
@safe()
async def on_configuration(
    ls: DevkitLanguageServer, params: types.DidChangeConfigurationParams
) -> None:
    settings = params.settings
    if isinstance(settings, dict) and settings:
        ls.report_settings(ls.settings.update(settings.get("devkit", settings)))
    elif ls.client_capabilities.workspace and ls.client_capabilities.workspace.configuration:
        await _pull_settings(ls)
    ls.forget_configs()
    ls.refresh_all()


@server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)
@safe()
def on_watched_files(ls: DevkitLanguageServer, params: types.DidChangeWatchedFilesParams) -> None:
    if any(change.uri.endswith("pyproject.toml") for change in params.changes):
        ls.forget_configs()
        ls.refresh_all()
