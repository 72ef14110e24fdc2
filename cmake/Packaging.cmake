# Installation and the Debian package (CPack):
#   cmake --build BUILD && (cd BUILD && cpack -G DEB)  ->  BUILD/zeitvertreib_<version>_<arch>.deb
# The programs need no files beside them: content, QML, translations,
# records and sounds are compiled in as Qt resources. The kiosk's site files
# (unit, PAM stack, configuration defaults, install.sh) travel along under
# /usr/share/zeitvertreib/kiosk, so `sudo /usr/share/zeitvertreib/kiosk/install.sh`
# can turn the machine into the exhibit after installing the package.
include(GNUInstallDirs)

install(TARGETS zeitvertreib zeitvertreib-editor zeitvertreib-cli
    RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS zeitvertreib-kiosk-session
    RUNTIME DESTINATION ${CMAKE_INSTALL_LIBEXECDIR}/zeitvertreib)

set(zv_app_id de.zeitvertreib.Zeitvertreib)
install(FILES packaging/${zv_app_id}.desktop packaging/${zv_app_id}.Editor.desktop
    DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES packaging/${zv_app_id}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES packaging/${zv_app_id}.svg
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)

set(zv_kiosk_share ${CMAKE_INSTALL_DATADIR}/zeitvertreib/kiosk)
install(FILES kiosk/zeitvertreib-kiosk.service kiosk/kiosk.conf.default kiosk/packages.txt
    DESTINATION ${zv_kiosk_share})
install(FILES kiosk/pam.d/zeitvertreib-kiosk DESTINATION ${zv_kiosk_share}/pam.d)
install(PROGRAMS kiosk/install.sh DESTINATION ${zv_kiosk_share})
install(FILES README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES kiosk/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR} RENAME README.kiosk.md)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME zeitvertreib)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "Zeitvertreib")
set(CPACK_PACKAGE_CONTACT "Zeitvertreib maintainers <zeitvertreib@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "games and stories of a manor house around 1900")
set(CPACK_PACKAGE_DESCRIPTION
    "Zeitvertreib is the games station of a heritage manor house: the historical games of \
its collection against each other or the computer, and the stories of the people who \
lived with them, in German and English. It contains the touchscreen kiosk (zeitvertreib), \
the staff editor (zeitvertreib-editor) and a maintainer's command-line tool \
(zeitvertreib-cli); /usr/share/zeitvertreib/kiosk/install.sh sets up an unattended kiosk.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The libraries the programs link come from dpkg-shlibdeps; what they load at
# run time does not show in the binaries: the SQLite and SVG plugins, the
# QML modules the screens import (Main.qml and qml/**), the on-screen keyboard
# (whose Keyboard.qml imports Qt.labs.folderlistmodel without Debian saying so:
# without it, a clean Debian 12 box cannot load Main.qml), and GStreamer's
# decoders and sound output for the sounds staff attach (Qt 6.4's MediaPlayer
# plays through GStreamer; without these plugins it never starts), and the
# external engines Schach's and Backgammon's top levels run as separate
# processes (without them those levels are hidden, not broken), and the
# songs' tools: abc2midi and abcm2ps render a song's ABC (also a tune staff
# just edited), the General-MIDI sound font is what FluidSynth plays
# (libfluidsynth3 and libsmf0 come through the shared-library dependencies),
# and espeak-ng, the reading voice of every page that has no staff
# recording (app/reading/espeak_voice.h says why not Qt TextToSpeech).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libqt6sql6-sqlite, libqt6svg6, qt6-qpa-plugins, \
qml6-module-qtqml, qml6-module-qtqml-models, qml6-module-qtqml-workerscript, \
qml6-module-qtquick, qml6-module-qtquick-window, qml6-module-qtquick-templates, \
qml6-module-qtquick-controls, qml6-module-qtquick-layouts, qml6-module-qtquick-shapes, \
qml6-module-qtmultimedia, qml6-module-qtquick-virtualkeyboard, qt6-virtualkeyboard-plugin, \
qml6-module-qt-labs-folderlistmodel, fonts-dejavu-core, \
gstreamer1.0-plugins-base, gstreamer1.0-plugins-good, stockfish, gnubg, \
abcmidi, abcm2ps, fluid-soundfont-gm, espeak-ng")
# A Wayland desktop runs the demo natively with qt6-wayland (else through
# Xwayland); the serif of the theme; sound through PipeWire's PulseAudio.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, fonts-noto-core, pipewire-pulse | pulseaudio")
# The unattended kiosk runs under cage (install.sh installs it).
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "cage, xwayland")
include(CPack)
