#include "editor/kiosk_preview.h"

#include "editor/field_labels.h"
#include "editor/kiosk_render.h"

#include <QApplication>

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace zv {

KioskPreviewDialog::KioskPreviewDialog(const Item& item, const QStringList& materials,
                                       const QString& mediaDirectory, QWidget* parent)
    : QDialog(parent), m_item(item)
{
    setObjectName(QStringLiteral("kioskPreview"));
    setWindowTitle(tr("Vorschau: %1").arg(item.title(kFallbackLanguage)));
    m_request.materials = materials;
    m_request.mediaDirectory = mediaDirectory;
    auto* layout = new QVBoxLayout(this);
    auto* controls = new QHBoxLayout;
    m_language = new QComboBox(this);
    m_language->addItem(languageName(QStringLiteral("de")), QStringLiteral("de"));
    m_language->addItem(languageName(QStringLiteral("en")), QStringLiteral("en"));
    m_part = new QComboBox(this);
    m_screen = new QComboBox(this);
    m_screen->addItem(tr("Vorführ-Laptop 1280 × 800"), QSize(1280, 800));
    m_screen->addItem(tr("Ausstellung 1920 × 1080"), QSize(1920, 1080));
    m_previous = new QPushButton(tr("‹ Seite"), this);
    m_next = new QPushButton(tr("Seite ›"), this);
    m_counter = new QLabel(this);
    controls->addWidget(m_language);
    controls->addWidget(m_part, 1);
    controls->addWidget(m_previous);
    controls->addWidget(m_counter);
    controls->addWidget(m_next);
    controls->addWidget(m_screen);
    layout->addLayout(controls);
    m_view = new QLabel(this);
    m_view->setObjectName(QStringLiteral("previewImage"));
    m_view->setAlignment(Qt::AlignCenter);
    m_view->setMinimumSize(960, 600);
    layout->addWidget(m_view, 1);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("previewNote"));
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    connect(m_language, &QComboBox::currentIndexChanged, this,
            [this] { setLanguage(m_language->currentData().toString()); });
    connect(m_part, &QComboBox::currentIndexChanged, this, [this] {
        if (m_part->currentIndex() >= 0)
            setPart(m_part->currentData().toString());
    });
    connect(m_screen, &QComboBox::currentIndexChanged, this,
            [this] { setScreen(m_screen->currentData().toSize()); });
    connect(m_previous, &QPushButton::clicked, this, [this] { setPage(m_request.page - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] { setPage(m_request.page + 1); });
    setLanguage(QStringLiteral("de"));
}

void KioskPreviewDialog::setLanguage(const QString& language)
{
    m_request.language = language;
    const QSignalBlocker quiet(m_part);
    m_part->clear();
    for (const auto& part : previewParts(m_item, language))
        m_part->addItem(part.second, part.first);
    const int keep = m_part->findData(m_request.part);
    m_part->setCurrentIndex(std::max(0, keep));
    m_request.part = m_part->currentData().toString();
    render();
}

void KioskPreviewDialog::setPart(const QString& part)
{
    m_request.part = part;
    m_request.page = 0;
    render();
}

void KioskPreviewDialog::setPage(int page)
{
    m_request.page = std::clamp(page, 0, std::max(0, m_pageCount - 1));
    render();
}

void KioskPreviewDialog::setScreen(const QSize& size)
{
    m_request.size = size;
    render();
}

void KioskPreviewDialog::useKiosk(const ContentStore* store)
{
    m_store = store;
    render();
}

void KioskPreviewDialog::render()
{
    // The drawing always: it counts the pages (the kiosk splits them the
    // same way, at "---") and stands in when the kiosk cannot render.
    m_image = renderKioskPreview(m_item, m_request, &m_pageCount);
    m_byKiosk = false;
    QString problem;
    if (m_store) {
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const QImage rendered = renderWithKiosk(*m_store, m_item, m_request, &problem);
        QApplication::restoreOverrideCursor();
        if (!rendered.isNull()) {
            m_image = rendered;
            m_byKiosk = true;
        }
    }
    m_note->setText(
        m_byKiosk ? tr("So zeigt es der Kiosk: vom Kioskprogramm selbst gezeichnet, "
                       "Entwürfe eingeschlossen.")
                  : tr("Vereinfachte Zeichnung des Bildschirms (Maße, Schrift, "
                       "Seitenteilung); Entwürfe sind eingeschlossen.") +
                        (problem.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(problem)));
    m_view->setPixmap(QPixmap::fromImage(m_image).scaled(
        m_view->size().expandedTo(QSize(960, 600)), Qt::KeepAspectRatio, Qt::SmoothTransformation));
    m_counter->setText(tr("%1 / %2").arg(m_request.page + 1).arg(m_pageCount));
    m_previous->setEnabled(m_request.page > 0);
    m_next->setEnabled(m_request.page < m_pageCount - 1);
}

} // namespace zv
