from devkit_server.server import main

main()
