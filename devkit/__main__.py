from devkit.cli import main

main()
