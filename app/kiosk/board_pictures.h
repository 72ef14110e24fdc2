// The playable games' thumbnails: at a start where some game's board picture
// is missing from the cache (models: thumbnailUrl), the kiosk draws them in a
// second process of itself (`zeitvertreib --render-thumbnails`), offscreen,
// at low priority and half a minute after its first frame, so a visitor never
// waits for it and the kiosk's own memory is untouched. The shelf and the
// articles show each picture from the next time they are opened.
#pragma once

#include <QObject>
#include <QString>

#include <memory>

class QProcess;
class QTemporaryDir;

class BoardPictures : public QObject {
    Q_OBJECT
public:
    explicit BoardPictures(QString mediaDirectory, QObject* parent = nullptr);
    ~BoardPictures() override;

    // The games the kiosk offers whose picture is not cached yet.
    QStringList missing() const;

    // Starts the drawing after `delayMs` when a picture is missing.
    void drawMissingLater(int delayMs);

private:
    void draw();

    QString m_mediaDirectory;
    std::unique_ptr<QTemporaryDir> m_scratch; // the drawing process's own store
    std::unique_ptr<QProcess> m_process;
};
